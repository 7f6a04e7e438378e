/* /c/invite: the campaign form of the invitation link (spec §2), the same page as /invite. */
export { default, getServerSideProps } from '../invite';
